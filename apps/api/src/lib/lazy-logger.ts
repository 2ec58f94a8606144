import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Log = (...args: unknown[]) => void;

/**
 * A request's child logger, made on first use. Methods live on the prototype: nothing but this
 * object is allocated per request (closures would also pay tsx's per-function name helper).
 */
class LazyChildLogger {
  #real: FastifyBaseLogger | undefined;
  readonly #parent: Parent;
  readonly #bindings: Bindings;

  constructor(parent: Parent, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #child(): FastifyBaseLogger {
    return (this.#real ??= this.#parent.child(this.#bindings));
  }

  #log(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    if (this.#real === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#child()[level] as Log)(...args);
  }

  get level(): string {
    return (this.#real ?? this.#parent).level;
  }
  set level(value: string) {
    this.#child().level = value;
  }
  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
  isLevelEnabled(level: string): boolean {
    return ((this.#real ?? this.#parent) as Parent).isLevelEnabled(level);
  }
  bindings(): Bindings {
    return (this.#child() as unknown as { bindings(): Bindings }).bindings();
  }
  /** Adds fields to every later line: to the bindings while no line was logged, else to the real child. */
  setBindings(fields: Bindings): void {
    if (this.#real === undefined) Object.assign(this.#bindings, fields);
    else (this.#real as unknown as { setBindings(b: Bindings): void }).setBindings(fields);
  }
}

/**
 * Puts `fields` (the agency, the user) on every later line of a request's logger. On a lazy child
 * that logged nothing yet, they join its bindings: no pino child is made for them.
 */
export function bindRequestLog(log: FastifyBaseLogger, fields: Bindings): void {
  const l = log as Partial<{ setBindings(b: Bindings): void }>;
  if (typeof l.setBindings === 'function') l.setBindings(fields);
}

function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

/**
 * Fastify gives every request a child logger carrying its request id. pino's child() serialises
 * the bindings and rebinds every level method (a few µs per request), yet at the deployed level
 * (warn) nearly no request logs anything. This child is made on first use instead: a call at a
 * level the parent does not log returns at once (as pino's own no-op would), any other call goes
 * to the real child, made then with the same bindings, so every line still carries the request id.
 * Children with options of their own (a route's logLevel or serializers) are made at once.
 */
export function lazyChildLogger(parent: FastifyBaseLogger, bindings: Bindings, options: object): FastifyBaseLogger {
  const p = parent as Partial<Parent>;
  if (typeof p.isLevelEnabled !== 'function') return parent.child(bindings, options);
  if (hasKeys(options)) return parent.child(bindings, options);
  return new LazyChildLogger(parent as Parent, bindings) as unknown as FastifyBaseLogger;
}
