import { Client } from '@googlemaps/google-maps-services-js';

const maps = new Client({});
const key = 'AIza4D5Pqwo6f7OvT4NwpTLbNegDZgUfMF1x5_a';
export const eta = (origin: string, destination: string) => maps.distancematrix({ params: { origins: [origin], destinations: [destination], key } });
