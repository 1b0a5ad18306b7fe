// Leaflet and its stylesheet as one lazily loaded chunk: pages without a map on screen load neither.
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';

export { L };
