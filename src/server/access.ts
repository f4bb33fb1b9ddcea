/**
 * Who may join the embedded server and who may run commands on it.
 *
 * Stock flying-squid (with the `everybody-op` it was set up with) makes every
 * player an operator, lets anyone run `/kill` and `/effect` (they are not
 * marked op-only), and lets a second login under a name that is already
 * online through, where it corrupts the first player's state. Here:
 * - only the bot names are operators, and a non-operator may run only a few
 *   harmless commands (`/help`, `/ping`, `/version`, `/bug`, `/me`);
 * - unless the server is open, only the bot names and the allowed names may
 *   join (a whitelist);
 * - a login under a name that is online, or still logging in, is refused.
 * Names compare case-insensitively, as Minecraft's do. The server runs in
 * offline mode, so a client can claim any name: this keeps a local server
 * tidy, it does not authenticate anyone.
 */
import type { SquidPlayer, SquidServer } from 'flying-squid';

export interface AccessOptions {
  /** The bot's names: operators, and always admitted. */
  bots: string[];
  /** Other names admitted as non-operators. */
  allow: string[];
  /** Admit any name, as a non-operator unless it is a bot's. */
  open: boolean;
}

export type AccessEvent =
  | { kind: 'warning'; message: string }
  | { kind: 'refused'; username: string; address: string; reason: string }
  | { kind: 'joined'; username: string; address: string; operator: boolean }
  | { kind: 'left'; username: string };

/** Commands a non-operator may run. Everything else (`/kill`, `/effect`, `/stop`, ...) needs an operator. */
export const PLAYER_COMMANDS: ReadonlySet<string> = new Set(['help', '?', 'ping', 'version', 'bug', 'me']);

/** Valid Minecraft player names: 1-16 letters, digits and underscores. */
export const NAME_PATTERN = /^[A-Za-z0-9_]{1,16}$/;

const key = (name: string) => name.toLowerCase();

export interface Refusal {
  code: 'name_in_use' | 'not_whitelisted';
  /** The kick message the client sees. */
  message: string;
}

/** Why `username` may not join (null: it may). `online` holds the names online or logging in. */
export function refusal(username: string, access: AccessOptions, online: Iterable<string>): Refusal | null {
  const k = key(username);
  for (const name of online)
    if (key(name) === k) return { code: 'name_in_use', message: `${username} is already online on this server; a second login under that name is refused` };
  if (access.open || [...access.bots, ...access.allow].some((n) => key(n) === k)) return null;
  // The admitted names stay out of the message: it goes to whoever asked.
  return {
    code: 'not_whitelisted',
    message: `${username} is not on this server's whitelist (whoever runs the server can admit it with: sapling server --allow ${username})`,
  };
}

export function isOperator(username: string | undefined, access: AccessOptions): boolean {
  return username !== undefined && access.bots.some((n) => key(n) === key(username));
}

/** "Sapling" / "Sapling and Steve" / "any name", for messages. */
export function describeAdmitted(access: AccessOptions): string {
  if (access.open) return 'any name';
  const names = [...new Set([...access.bots, ...access.allow])];
  return names.length === 0 ? 'no names' : names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3}|localhost)$/i;

/** True when a server bound to `host` can be reached only from this machine. */
export function isLoopback(host: string): boolean {
  return LOOPBACK.test(host.replace(/^\[(.*)\]$/, '$1'));
}

/** The warning for a server bound beyond loopback, or null when bound to loopback. */
export function bindWarning(host: string, access: AccessOptions): string | null {
  if (isLoopback(host)) return null;
  const bots = access.bots.length ? `, the bot's (${access.bots.join(', ')}) included, and so take its operator rights whenever the bot is not online` : '';
  return (
    `listening on ${host}, beyond loopback: other machines can reach this server. It runs in offline mode, so anyone who can reach the port ` +
    `can join under any admitted name (${describeAdmitted(access)})${bots}. ` +
    `The whitelist is a convenience, not authentication; use --host 127.0.0.1 unless you trust everyone on the network.`
  );
}

/**
 * Access control for a flying-squid server created with `'everybody-op': false`:
 * `beforeLogin` goes in the server's options (minecraft-protocol calls it for
 * every login once the name is known, before the client is told it is in),
 * `install` runs on the created server (commands, operator flags, join reports).
 */
export function accessControl(access: AccessOptions, report: (e: AccessEvent) => void) {
  /** Names online or logging in, each with its connection. */
  const online = new Map<object, string>();

  function beforeLogin(client: LoginClient): void {
    const address = client.socket?.remoteAddress ?? 'unknown';
    const refused = refusal(client.username, access, online.values());
    if (refused) {
      const reason = refused.code === 'not_whitelisted' ? `not on the whitelist (admitted: ${describeAdmitted(access)})` : 'name already online';
      report({ kind: 'refused', username: client.username, address, reason });
      // In the login state this sends a login disconnect with the message; the
      // rest of minecraft-protocol's login then writes to a closed stream, which it ignores.
      client.end(refused.message);
      // But it also re-pipes the stream for compression, so the end may never reach the socket, and end()'s
      // 30-second timer to destroy it would hold a process that is otherwise done (closing the server destroys it).
      client.closeTimer?.unref();
      return;
    }
    online.set(client, client.username);
    client.once('end', () => online.delete(client));
  }

  function install(serv: SquidServer): void {
    const commands = serv.commands;
    const use = commands.use.bind(commands);
    // Decide by name rather than by player.op, so that not even /op from the bot makes another player an operator.
    commands.use = async (command, ctx = {}, op = true) => {
      if (!ctx.player) return use(command, ctx, op);
      const operator = isOperator(ctx.player.username, access);
      const base = command.split(' ')[0] ?? '';
      if (!operator && !PLAYER_COMMANDS.has(base)) return 'You do not have permission to use this command';
      return use(command, ctx, operator);
    };
    serv.on('newPlayer', (player: SquidPlayer) => {
      player.once('connected', () => {
        const operator = isOperator(player.username, access);
        player.op = operator;
        report({ kind: 'joined', username: player.username, address: player._client.socket?.remoteAddress ?? 'unknown', operator });
        player.once('disconnected', () => report({ kind: 'left', username: player.username }));
      });
    });
  }

  return { beforeLogin, install };
}

interface LoginClient {
  username: string;
  closeTimer?: ReturnType<typeof setTimeout>;
  socket?: { remoteAddress?: string };
  end(reason?: string): void;
  once(event: 'end', listener: () => void): unknown;
}
