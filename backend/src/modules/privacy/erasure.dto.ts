// POST /api/admin/erasures: whose data to erase, a customer (by appointment id) or a salesperson (by account id).
import { ERASURE_SUBJECT_TYPES, type ErasureSubjectType } from '@tint/libs/constants';
import { INVALID_ERASURE_SUBJECT_ID, INVALID_ERASURE_SUBJECT_TYPE } from '@tint/libs/validation-messages';
import { IsIn, IsUUID } from 'class-validator';

export class EraseSubjectDto {
  @IsIn(ERASURE_SUBJECT_TYPES, { message: INVALID_ERASURE_SUBJECT_TYPE })
  subjectType: ErasureSubjectType;

  @IsUUID('all', { message: INVALID_ERASURE_SUBJECT_ID })
  subjectId: string;
}
