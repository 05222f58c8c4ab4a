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

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
