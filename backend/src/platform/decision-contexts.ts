// Builds the context every decision runs in: the configuration and the time, from the injected clock
// unless the command brings its own (the demo history, a test replaying last month).
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { Clock } from './clock.js';
import { type DecisionContext, decisionContext } from './decider.js';

@Injectable()
export class DecisionContexts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  at(now: Date = this.clock.now()): DecisionContext {
    return decisionContext(this.config, now);
  }
}
