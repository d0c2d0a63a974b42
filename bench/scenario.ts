import type autocannon from 'autocannon';

export interface Scenario {
  name: string;
  /** The figure the other scenarios of the same run are compared with. */
  baseline?: boolean;
  run(url: string): Promise<autocannon.Result>;
}
