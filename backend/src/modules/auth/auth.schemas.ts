// The account routes' answers in the API docs: each class documents the libs wire type it implements.
import { ApiProperty, PickType } from '@nestjs/swagger';
import type { AdminLoginResponse, AdminUser, CurrentUser } from '@tint/libs/api-types';
import { WireType } from '../../platform/http/api-docs.js';

@WireType()
export class CurrentUserSchema implements CurrentUser {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  firstName: string;

  @ApiProperty()
  lastName: string;

  @ApiProperty({ format: 'email' })
  email: string;

  @ApiProperty({ description: 'The dealership, one of the sign-up list.' })
  company: string;

  @ApiProperty()
  phoneNumber: string;
}

@WireType()
export class AdminUserSchema extends PickType(CurrentUserSchema, ['firstName', 'lastName', 'email'] as const) implements AdminUser {}

@WireType()
export class AdminLoginResponseSchema implements AdminLoginResponse {
  @ApiProperty({ description: 'Sent as `Authorization: Bearer <token>` (Authorize, above); it expires, and POST /api/logout revokes it.' })
  token: string;

  @ApiProperty({ type: () => AdminUserSchema })
  user: AdminUserSchema;
}
