// The resort screens' styles, as a module of their own so the booking page's summary can load them too.
import './resorts.css';
