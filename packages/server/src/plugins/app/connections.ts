import fp from 'fastify-plugin';

/**
 * When an answer ends its connection (`Connection: close`). An answer given before its request's
 * body was read (a refused upload, a body too large) closes it: Node would otherwise wait for the
 * rest of a body the client may never finish, and the connection, busy forever, would keep a
 * stopping server alive. Once the server is stopping every answer closes its connection, so a busy
 * keep-alive connection ends after its answer (idle ones are closed at once by `server.close`).
 */
export const connectionsPlugin = fp(
  async (app) => {
    let isStopping = false;
    app.addHook('preClose', async () => {
      isStopping = true;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // `complete` is Node's (an injected request has none: it has no connection to end).
      if (isStopping || request.raw.complete === false) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'connections' },
);
