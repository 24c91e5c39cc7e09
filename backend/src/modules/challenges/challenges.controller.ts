// Challenges (issue 20, part 2): the admin creates, edits, ends and deletes them (api/admin/challenges); a signed-in
// salesperson reads their active ones with progress and days remaining, and the rewards they earned (api/challenges),
// and asks which they completed since they last asked (api/challenges/check, the pop-up's).
import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AdminChallenge, ChallengeCheckResponse, ChallengesResponse } from '@tint/libs/api-types';
import { type ChallengeDefinition, rewardAmountCents } from '@tint/libs/challenges';
import {
  CHALLENGE_END_ALONE,
  CHALLENGE_END_BEFORE_START,
  CHALLENGE_END_PAST,
  CHALLENGE_ENDED,
  CHALLENGE_NAME_REQUIRED,
  CHALLENGE_NOT_FOUND,
  CHALLENGE_PATCH_EMPTY,
  CHALLENGE_REWARD_AMOUNT_INVALID,
  CHALLENGE_TARGET_INVALID,
} from '@tint/libs/texts/challenges';
import { Clock } from '../../platform/clock.js';
import { BadRequestError, NotFoundError } from '../../platform/errors.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { Access, type AdminPrincipal, CurrentAdmin, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { ChangeChallengeCommand, CreateChallengeCommand } from './challenge.commands.js';
import { CreateChallengeDto, UpdateChallengeDto } from './challenges.dto.js';
import { ChallengesQueries } from './challenges.queries.js';
import { AdminChallengeSchema, ChallengeCheckResponseSchema, ChallengesResponseSchema } from './challenges.schemas.js';
import { CheckChallengesCommand } from './check-challenges.command.js';

const challengeId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(CHALLENGE_NOT_FOUND) });

/** The body's fields of a definition (the amount in cents), only those it names. */
function definitionFields(body: UpdateChallengeDto): Partial<ChallengeDefinition> {
  const fields: Partial<ChallengeDefinition> = {};
  if (body.name !== undefined) fields.name = body.name;
  if (body.metric !== undefined) fields.metric = body.metric;
  if (body.target !== undefined) fields.target = body.target;
  if (body.rewardType !== undefined) fields.rewardType = body.rewardType;
  if (body.rewardAmount !== undefined) fields.rewardCents = rewardAmountCents(body.rewardAmount);
  if (body.rewardDescription !== undefined) fields.rewardDescription = body.rewardDescription;
  if (body.startDate !== undefined) fields.startDate = body.startDate;
  if (body.endDate !== undefined) fields.endDate = body.endDate;
  if (body.eligibility !== undefined) fields.eligibility = body.eligibility;
  if (body.dealerships !== undefined) fields.dealerships = body.dealerships;
  return fields;
}

@Controller('api/admin/challenges')
@Access('admin')
export class ChallengesAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ChallengesQueries,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOkResponse({ type: [AdminChallengeSchema], description: 'Every challenge that stands: active, then upcoming, then ended.' })
  list(): Promise<AdminChallenge[]> {
    return this.queries.list(this.clock.now());
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: AdminChallengeSchema })
  @ApiErrors(400, CHALLENGE_NAME_REQUIRED, CHALLENGE_TARGET_INVALID, CHALLENGE_REWARD_AMOUNT_INVALID, CHALLENGE_END_BEFORE_START, CHALLENGE_END_PAST)
  async create(@Body() body: CreateChallengeDto, @CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<AdminChallenge> {
    const definition: ChallengeDefinition = {
      name: body.name,
      metric: body.metric,
      target: body.target,
      rewardType: body.rewardType,
      rewardCents: rewardAmountCents(body.rewardAmount),
      rewardDescription: body.rewardDescription ?? null,
      startDate: body.startDate,
      endDate: body.endDate,
      eligibility: body.eligibility,
      dealerships: body.dealerships ?? [],
    };
    const { id } = await this.commands.execute(new CreateChallengeCommand(definition, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
    return (await this.queries.list(this.clock.now(), id))[0]!;
  }

  @Patch(':id')
  @ApiOkResponse({ type: AdminChallengeSchema, description: "Edited, or ended now with `{status: 'ended'}` alone (ending one already over changes nothing)." })
  @ApiErrors(400, CHALLENGE_PATCH_EMPTY, CHALLENGE_END_ALONE)
  @ApiErrors(404, CHALLENGE_NOT_FOUND)
  @ApiErrors(409, CHALLENGE_ENDED)
  async update(
    @Param('id', challengeId()) id: string,
    @Body() body: UpdateChallengeDto,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<AdminChallenge> {
    const fields = definitionFields(body);
    const changed = Object.keys(fields).length > 0;
    if (body.status === 'ended' && changed) throw new BadRequestError(CHALLENGE_END_ALONE);
    if (body.status === undefined && !changed) throw new BadRequestError(CHALLENGE_PATCH_EMPTY);
    const change = body.status === 'ended' ? ({ type: 'end' } as const) : ({ type: 'edit', changes: fields } as const);
    await this.commands.execute(new ChangeChallengeCommand(id, change, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
    const [challenge] = await this.queries.list(this.clock.now(), id);
    if (!challenge) throw new NotFoundError(CHALLENGE_NOT_FOUND);
    return challenge;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted: gone from every list (rewards already earned stay earned).' })
  @ApiErrors(404, CHALLENGE_NOT_FOUND)
  async remove(@Param('id', challengeId()) id: string, @CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<void> {
    await this.commands.execute(new ChangeChallengeCommand(id, { type: 'delete' }, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }
}

@Controller('api/challenges')
@Access('salesperson')
export class ChallengesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: ChallengesQueries,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOkResponse({ type: ChallengesResponseSchema, description: "The caller's active challenges with progress and days remaining, and the challenge rewards they earned." })
  challenges(@CurrentSalesperson() me: SalespersonPrincipal): Promise<ChallengesResponse> {
    return this.queries.forSalesperson(me.id, me.company, this.clock.now());
  }

  @Post('check')
  @HttpCode(200)
  @ApiOkResponse({ type: ChallengeCheckResponseSchema })
  check(@CurrentSalesperson() me: SalespersonPrincipal): Promise<ChallengeCheckResponse> {
    return this.commands.execute(new CheckChallengesCommand(me.id));
  }
}
