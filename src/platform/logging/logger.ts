import { sendUiLog } from '../api/uiLogs';
import type { UiLogLevel } from '../domain/entities/uiLog';
import type { HttpClient } from '../http/client';

// Ordered from most to least verbose; a logger passes a message when its level is at or below it.
export const LOG_LEVELS = ['verbose', 'debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  level: LogLevel;
  log(level: LogLevel, message: string, details?: unknown): void;
  verbose(message: string, details?: unknown): void;
  debug(message: string, details?: unknown): void;
  info(message: string, details?: unknown): void;
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}

export interface LoggerOptions {
  /** Default 'verbose' (spec §9). */
  level?: LogLevel;
  /** Where errors are reported (POST /uiLogs); absent in tests and for unsigned CLI runs. */
  http?: () => HttpClient | undefined;
  /** Console-like sink; the CLI passes one that writes to stderr only in verbose mode. */
  sink?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
}

function serialisable(details: unknown): unknown {
  if (details instanceof Error) return { name: details.name, message: details.message, stack: details.stack };
  return details;
}

/** A logger that never throws: reporting a failure must not cause another one. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const sink = options.sink;
  const logger: Logger = {
    level: options.level ?? 'verbose',
    log(level, message, details) {
      if (LOG_LEVELS.indexOf(level) < LOG_LEVELS.indexOf(logger.level)) return;
      try {
        const write = level === 'verbose' ? sink?.debug : sink?.[level];
        write?.call(sink, `[${level}] ${message}`, details ?? '');
      } catch {
        /* a broken sink is ignored */
      }
      if (level !== 'error') return;
      try {
        const http = options.http?.();
        if (http) {
          sendUiLog(http, {
            level: level.toUpperCase() as UiLogLevel,
            message,
            details: serialisable(details),
          }).catch(() => undefined);
        }
      } catch {
        /* never throw from the logger */
      }
    },
    verbose: (m, d) => logger.log('verbose', m, d),
    debug: (m, d) => logger.log('debug', m, d),
    info: (m, d) => logger.log('info', m, d),
    warn: (m, d) => logger.log('warn', m, d),
    error: (m, d) => logger.log('error', m, d),
  };
  return logger;
}
