/** Counts events per key in a sliding window; shared across instances when backed by Redis. */
export interface RateStore {
  /** Records one hit and returns how many hits the key has in the window, this one included. */
  hit(key: string, windowMs: number): Promise<number>;
  /** How many hits the key has in the window, without recording one. */
  count(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
