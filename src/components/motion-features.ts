// framer-motion's animation features, loaded after the first screen (LazyMotion's async form).
import { domAnimation } from 'framer-motion';

export default domAnimation;
