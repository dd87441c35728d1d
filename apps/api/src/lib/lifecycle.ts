/**
 * Whether this instance should get new traffic. It stops being ready when it starts draining
 * (SIGTERM/SIGINT, before it stops accepting connections) and never becomes ready again:
 * `/api/health/ready` answers 503 from then on, while `/api/health/live` still answers 200.
 */
export type Lifecycle = {
  readonly draining: boolean;
  startDraining: () => void;
};

export const createLifecycle = (): Lifecycle => {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining: () => {
      draining = true;
    },
  };
};
