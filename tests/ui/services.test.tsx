import { render, screen } from '@testing-library/react';
import { TOKENS } from '../../src/ports/tokens';
import { useService } from '../../src/ui/services';
import { FakeNavigationAdapter } from '../fakes/FakeNavigationAdapter';
import { renderWithServices } from '../renderWithServices';

function ShowHref() {
  const navigation = useService(TOKENS.Navigation);
  return <p>{navigation.currentHref()}</p>;
}

describe('useService', () => {
  it('resolves the port bound to the token', () => {
    renderWithServices(<ShowHref />, [[TOKENS.Navigation, new FakeNavigationAdapter('http://localhost/th/x')]]);
    expect(screen.getByText('http://localhost/th/x')).toBeInTheDocument();
  });

  it('fails loudly outside <ServicesProvider>', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShowHref />)).toThrow('useService must be used inside <ServicesProvider>');
  });
});
