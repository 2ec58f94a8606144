export { PlaceMap } from './components/place-map.tsx';
export { PlacesMap, type PlacesMapProps } from './components/places-map.tsx';
export { chooseMapStyle, placeCardId, type MapPlace } from './map-style.ts';
