// HTTP glue shared by the server and the HTTP tests: security headers, body limits, errors, validation.
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { HttpErrorFilter } from './http-error.filter.js';
import { validationPipe } from './validation.pipe.js';

export const JSON_ONLY = 'Send the request body as JSON (Content-Type: application/json).';

/** The app must be created with `bodyParser: false`: only JSON bodies are read, never HTML form posts. */
export function configureHttp(app: INestApplication): void {
  const express = app as NestExpressApplication;
  express.disable('x-powered-by');
  // One hop (a load balancer) may sit in front; client addresses feed the rate limits.
  express.set('trust proxy', 'loopback, uniquelocal');
  express.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // antd writes its styles at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Signed cookies (the sign-in flow's state) use the session secret.
  express.use(cookieParser(app.get<AppConfig>(APP_CONFIG).sessionSecret));
  express.use((request: Request, response: Response, next: NextFunction) => {
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (hasBody && !request.is('application/json')) {
      response.status(400).json({ statusCode: 400, message: JSON_ONLY });
      return;
    }
    next();
  });
  express.useBodyParser('json', { limit: '100kb' });
  app.useGlobalFilters(new HttpErrorFilter());
  app.useGlobalPipes(validationPipe);
}
