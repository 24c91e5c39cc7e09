// Erasure (issue 17): an admin erases a customer or a salesperson; a salesperson erases themselves, which also
// ends their session (the cookie is cleared: the account can never be signed in to again).
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse } from '@nestjs/swagger';
import type { ErasureReceipt } from '@tint/libs/api-types';
import { ACCOUNT_NOT_FOUND, ALREADY_ERASED, APPOINTMENT_NOT_FOUND, INVALID_ERASURE_SUBJECT_ID, INVALID_ERASURE_SUBJECT_TYPE } from '@tint/libs/validation-messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, type AdminPrincipal, CurrentAdmin, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { SESSION_COOKIE, Sessions } from '../auth/sessions.js';
import { EraseSubjectCommand } from './erase-subject.command.js';
import { EraseSubjectDto } from './erasure.dto.js';
import { ErasureReceiptSchema } from './privacy.schemas.js';

@Controller('api')
export class ErasureController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: Sessions,
  ) {}

  @Post('admin/erasures')
  @HttpCode(201)
  @Access('admin')
  @ApiCreatedResponse({ type: ErasureReceiptSchema, description: "The person's key is deleted and every read model shows the placeholders." })
  @ApiErrors(400, INVALID_ERASURE_SUBJECT_TYPE, INVALID_ERASURE_SUBJECT_ID)
  @ApiErrors(404, APPOINTMENT_NOT_FOUND, ACCOUNT_NOT_FOUND)
  @ApiErrors(409, ALREADY_ERASED)
  erase(@Body() body: EraseSubjectDto, @CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<ErasureReceipt> {
    return this.commands.execute(
      new EraseSubjectCommand(body.subjectType, body.subjectId, { type: 'admin', id: admin.id }, requestMetadata(request, { type: 'admin', id: admin.id })),
    );
  }

  @Post('me/erasure')
  @HttpCode(201)
  @Access('salesperson')
  @ApiCreatedResponse({ type: ErasureReceiptSchema, description: 'Their account is closed and their data erased; the session ends.' })
  @ApiErrors(409, ALREADY_ERASED)
  async eraseMe(@CurrentSalesperson() me: SalespersonPrincipal, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<ErasureReceipt> {
    const receipt = await this.commands.execute<EraseSubjectCommand, ErasureReceipt>(
      new EraseSubjectCommand('salesperson', me.id, { type: 'salesperson', id: me.id }, requestMetadata(request, { type: 'salesperson', id: me.id })),
    );
    void reply.clearCookie(SESSION_COOKIE, { ...this.sessions.cookieOptions(), maxAge: undefined });
    return receipt;
  }
}
