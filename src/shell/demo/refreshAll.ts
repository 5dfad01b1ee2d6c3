import { mutate } from 'swr';

/** After the backend changed under the page (clock, state, reset): every answer on screen is fetched again. */
export const refreshAll = () => mutate(() => true);
