import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TV_SCREEN_NAME_NOT_TEXT, TV_SCREEN_NAME_REQUIRED, TV_SCREEN_NAME_TOO_LONG } from '@tint/libs/texts/tv';
import { TV_SCREEN_NAME_MAX, type CreateTvScreenRequest } from '@tint/libs/tv';
import { SingleLine } from '../../platform/http/single-line.rule.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/admin/tv-tokens: the screen's name, one line of at most TV_SCREEN_NAME_MAX characters. */
export class CreateTvScreenDto implements CreateTvScreenRequest {
  @SingleLine()
  @MaxLength(TV_SCREEN_NAME_MAX, { message: TV_SCREEN_NAME_TOO_LONG })
  @IsString({ message: TV_SCREEN_NAME_NOT_TEXT })
  @IsNotEmpty({ message: TV_SCREEN_NAME_REQUIRED })
  @Transform(trim)
  name: string;
}
