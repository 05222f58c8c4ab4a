// Structured logs: one JSON object a line on stdout. Never log bodies, query strings, names or
// email addresses (visitors' personal data stays out of logs).
export type LogFields = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

function write(level: string, message: string, fields: LogFields = {}): void {
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...fields })}\n`,
  );
}

export const jsonLogger: Logger = {
  info: (message, fields) => write('info', message, fields),
  warn: (message, fields) => write('warn', message, fields),
  error: (message, fields) => write('error', message, fields),
};

/** How an error is logged: its name and code only (messages may quote personal data). */
export function errorFields(error: unknown): LogFields {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return {
    error: typeof name === 'string' ? name : 'unknown',
    code: typeof code === 'string' || typeof code === 'number' ? code : undefined,
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
