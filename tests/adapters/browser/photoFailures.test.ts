import { whenAPhotoFails } from '../../../src/adapters/browser/photoFailures';

const FRAME = '<picture data-tabiji-photo-frame="a"><img src="https://new.test/a.jpeg" alt="Photo a"></picture>';

describe('whenAPhotoFails', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('runs once, at the first failure of a framed photo, and not for the page\'s other images', () => {
    document.body.innerHTML = `${FRAME}<img id="other" src="https://elsewhere.test/x.png" alt="">`;
    const task = jest.fn();
    whenAPhotoFails(document, task);
    document.getElementById('other')?.dispatchEvent(new Event('error'));
    expect(task).not.toHaveBeenCalled();
    document.querySelector('picture > img')?.dispatchEvent(new Event('error'));
    document.querySelector('picture > img')?.dispatchEvent(new Event('error'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when a framed photo failed before it was asked', () => {
    document.body.innerHTML = FRAME;
    const image = document.querySelector('img')!;
    Object.defineProperties(image, {
      complete: { value: true },
      naturalWidth: { value: 0 },
      currentSrc: { value: 'https://new.test/a.jpeg' },
    });
    const task = jest.fn();
    whenAPhotoFails(document, task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for a lazy photo not fetched yet (no current address), and stops when cancelled', () => {
    document.body.innerHTML = FRAME;
    Object.defineProperties(document.querySelector('img')!, { complete: { value: true }, naturalWidth: { value: 0 }, currentSrc: { value: '' } });
    const task = jest.fn();
    const cancel = whenAPhotoFails(document, task);
    expect(task).not.toHaveBeenCalled();
    cancel();
    document.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(task).not.toHaveBeenCalled();
  });
});
