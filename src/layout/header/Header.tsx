import Box from '@mui/material/Box';
import { useRef } from 'react';
import { ProductBar } from './ProductBar';
import { SlimBar } from './SlimBar';
import { useFocusClearOfHeader } from './useFocusClearOfHeader';
import { useShrinkOnScroll } from './useShrinkOnScroll';

export const Header = () => {
  const ref = useRef<HTMLElement>(null);
  const shrunk = useShrinkOnScroll(ref);
  useFocusClearOfHeader(ref);
  return (
    <Box
      component="header"
      ref={ref}
      sx={{ position: 'sticky', top: 0, zIndex: 'appBar', bgcolor: 'background.paper', boxShadow: shrunk ? 3 : 1 }}
    >
      <SlimBar />
      <ProductBar shrunk={shrunk} />
    </Box>
  );
};
