// The salesperson's Payout Settings (issue 20): GET and PUT /api/payout-profile. Always the caller's own: the
// session names the salesperson, so no id travels in the URL or the body.
import { Body, Controller, Get, HttpCode, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { PayoutProfile } from '@tint/libs/api-types';
import { INVALID_PAYOUT_METHOD, LEGAL_NAME_TOO_LONG, PAYOUT_HANDLE_TOO_LONG } from '@tint/libs/validation-messages';
import { LEGAL_NAME_REQUIRED, PAYOUT_HANDLE_REQUIRED } from '@tint/libs/texts/payout-settings';
import { Access, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { SetPayoutProfileCommand } from './set-payout-profile.command.js';
import { SetPayoutProfileDto } from './payout-profiles.dto.js';
import { PayoutProfilesQueries } from './payout-profiles.queries.js';
import { PayoutProfileSchema } from './payout-profiles.schemas.js';

export const PAYOUT_PROFILE_PATH = 'payout-profile';

@Controller('api')
@Access('salesperson')
export class PayoutProfilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: PayoutProfilesQueries,
  ) {}

  @Get(PAYOUT_PROFILE_PATH)
  @ApiOkResponse({ type: PayoutProfileSchema, nullable: true, description: 'Their payout settings, or null before they set any.' })
  profile(@CurrentSalesperson() me: SalespersonPrincipal): Promise<PayoutProfile | null> {
    return this.queries.of(me.id);
  }

  @Put(PAYOUT_PROFILE_PATH)
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutProfileSchema, description: 'Saved (saving the same settings again changes nothing).' })
  @ApiErrors(400, INVALID_PAYOUT_METHOD, PAYOUT_HANDLE_REQUIRED, PAYOUT_HANDLE_TOO_LONG, LEGAL_NAME_REQUIRED, LEGAL_NAME_TOO_LONG)
  setProfile(@Body() body: SetPayoutProfileDto, @CurrentSalesperson() me: SalespersonPrincipal, @Req() request: FastifyRequest): Promise<PayoutProfile> {
    return this.commands.execute(
      new SetPayoutProfileCommand(
        { salespersonId: me.id, payoutMethod: body.payoutMethod, handle: body.handle ?? null, legalName: body.legalName },
        requestMetadata(request, { type: 'salesperson', id: me.id }),
      ),
    );
  }
}
