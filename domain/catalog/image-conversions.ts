import { IMAGE_CONVERSIONS_WAITING_MAX } from '../constants';
import { unavailable } from '../errors';
import { MSG } from '../messages';

// Converting a photo decodes it whole and writes six files: several at once
// took a worker's memory past 1.5 GB and stalled every other request it had.
// So a worker converts one photo at a time; a few more wait their turn, and
// beyond those the upload is refused (503, try again) rather than queued in
// memory. (sharp.concurrency only limits the threads of one conversion.)

/** How many conversions run now and the most that ever ran at once in this worker (the tests read them). */
export const imageConversions = { running: 0, mostAtOnce: 0, waiting: 0 };

let last: Promise<unknown> = Promise.resolve();

/** Runs `convert` when no other conversion of this worker is running; refuses when too many wait already. */
export function oneConversionAtATime<T>(convert: () => Promise<T>): Promise<T> {
  if (imageConversions.waiting >= IMAGE_CONVERSIONS_WAITING_MAX) return Promise.reject(unavailable(MSG.imageBusy));
  imageConversions.waiting++;
  const run = async () => {
    imageConversions.waiting--;
    imageConversions.running++;
    imageConversions.mostAtOnce = Math.max(imageConversions.mostAtOnce, imageConversions.running);
    try {
      return await convert();
    } finally {
      imageConversions.running--;
    }
  };
  const result = last.then(run, run);
  last = result.catch(() => undefined);
  return result;
}
