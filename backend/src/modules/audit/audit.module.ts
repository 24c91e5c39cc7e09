// The admin audit log (issue 19, part 6): a read of the event log, no table of its own (only an index on the log).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuditController } from './audit.controller.js';
import { AuditQueries } from './audit.queries.js';

@Module({
  imports: [AuthModule],
  controllers: [AuditController],
  providers: [AuditQueries],
})
export class AuditModule {}
