/** What both tests do as the demo investor, over any fetch: the simulator's own calls, as a client makes them. */
import assert from 'node:assert/strict';

export const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

/** The amount booked: more than any project's minimum, in the wallet's two decimals. */
export const AMOUNT = '100.00';

/** Money as the server writes it ('1234.56'), in cents: never a float. */
export const cents = (money) => {
  assert.match(money, /^-?\d+\.\d{2}$/);
  return BigInt(money.replace('.', ''));
};

/** Calls `path` of the simulator at `base` with a JSON body, and answers the status and the body. */
export async function call(base, path, { token, body, method = 'POST' } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

export async function signIn(base) {
  const { status, body } = await call(base, '/api/client/authenticate', { body: DEMO });
  assert.equal(status, 200, JSON.stringify(body));
  return body.success.token;
}

/** The wallet's available balance, in cents. */
export async function available(base, token) {
  const { status, body } = await call(base, '/api/client/dashboard', { token });
  assert.equal(status, 200, JSON.stringify(body));
  return cents(body.data.saldos[0].DISPONIBLE);
}

/** The first project of the primary market's first page that takes AMOUNT. */
export async function projectForAmount(base, token) {
  const { status, body } = await call(base, '/api/client/projects', { token, body: {} });
  assert.equal(status, 200, JSON.stringify(body));
  const project = body.data.find(
    (p) => cents(p.disponible) >= cents(AMOUNT) && cents(p.min_amount_start) <= cents(AMOUNT),
  );
  assert.ok(project, 'a project that takes the amount');
  return project;
}

/** Invests AMOUNT in the project `projectId`. */
export async function invest(base, token, projectId) {
  const { status, body } = await call(base, '/api/client/investments/create', {
    token,
    body: { project_id: projectId, amount: AMOUNT },
  });
  assert.equal(status, 200, JSON.stringify(body));
}

/** The caller's active investments of AMOUNT in `projectId` (the list filtered by project). */
export async function bookingsIn(base, token, projectId) {
  const { status, body } = await call(base, '/api/client/investments', {
    token,
    body: { proyecto: String(projectId) },
  });
  assert.equal(status, 200, JSON.stringify(body));
  return body.data.datos.filter((row) => row.project === projectId && row.investment_amount === AMOUNT);
}
