// Showroom screens (issue 20, part 4): the admin makes a screen's token (api/admin/tv-tokens) and revokes it; the
// screen's page reads its board with the token alone (api/tv/<token>), no sign-in. The board is counted against the
// per-address limit every public route has; a screen reads it about once a minute and after each live change.
import { Body, Controller, Delete, Get, Header, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { TV_SCREEN_NOT_FOUND, TV_TOKEN_INVALID } from '@tint/libs/texts/tv';
import { type CreatedTvScreen, tvPagePath, type TvBoard, type TvScreen } from '@tint/libs/tv';
import { NotFoundError } from '../../platform/errors.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { IssueTvTokenCommand, RevokeTvTokenCommand } from './tv-token.commands.js';
import { TvBoards } from './tv-board.js';
import { TvScreensQueries } from './tv-tokens.queries.js';
import { CreateTvScreenDto } from './tv.dto.js';
import { CreatedTvScreenSchema, TvBoardSchema, TvScreenSchema } from './tv.schemas.js';

@Controller('api/admin/tv-tokens')
@Access('admin')
export class TvTokensAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: TvScreensQueries,
  ) {}

  @Get()
  @ApiOkResponse({ type: [TvScreenSchema], description: 'The screens whose links work, newest first (never their tokens).' })
  list(): Promise<TvScreen[]> {
    return this.queries.list();
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ type: CreatedTvScreenSchema, description: 'The new screen, with its token and page path: this answer is the only place they appear.' })
  async create(@Body() body: CreateTvScreenDto, @CurrentAdmin() admin: AdminPrincipal, @Req() request: FastifyRequest): Promise<CreatedTvScreen> {
    const { id, token } = await this.commands.execute<IssueTvTokenCommand, { id: string; token: string }>(
      new IssueTvTokenCommand(body.name, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })),
    );
    const [screen] = await this.queries.list(id);
    return { ...screen!, token, path: tvPagePath(token) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Revoked: the screen’s page and its live stream stop (revoking again changes nothing).' })
  @ApiErrors(404, TV_SCREEN_NOT_FOUND)
  async revoke(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundError(TV_SCREEN_NOT_FOUND) })) id: string,
    @CurrentAdmin() admin: AdminPrincipal,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    await this.commands.execute(new RevokeTvTokenCommand(id, admin.id, requestMetadata(request, { type: 'admin', id: admin.id })));
  }
}

@ApiTags('showroom')
@Controller('api/tv')
export class TvBoardController {
  constructor(private readonly boards: TvBoards) {}

  @Get(':token')
  @Access('public')
  @Header('Cache-Control', 'no-store')
  @ApiParam({ name: 'token', description: 'The token of the screen’s link (from POST /api/admin/tv-tokens).' })
  @ApiOkResponse({ type: TvBoardSchema, description: "This month's leaderboard top (names masked for everyone), the dealership standings and the active challenges." })
  @ApiErrors(404, TV_TOKEN_INVALID)
  board(@Param('token') token: string): Promise<TvBoard> {
    return this.boards.board(token);
  }
}
