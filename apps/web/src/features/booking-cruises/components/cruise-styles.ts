// The cruise screens' styles, as a module of their own so the booking page's summary can load them too.
import './cruise.css';
