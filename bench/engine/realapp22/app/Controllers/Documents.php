<?php

namespace App\Controllers;

use App\Libraries\Thumbnailer;
use CodeIgniter\Exceptions\PageNotFoundException;

/**
 * Society documents: AGM minutes, tenancy agreements, plot photos.
 */
class Documents extends BaseController
{
    public function upload()
    {
        $file = $this->request->getFile('document');
        if ($file === null || ! $file->isValid()) {
            return redirect()->back()->with('notice', 'Upload failed.');
        }

        $folder = (string) $this->request->getPost('folder');
        $file->move(WRITEPATH . 'uploads/' . $folder, $file->getRandomName());

        return redirect()->to(site_url('plots'))->with('notice', 'Document stored.');
    }

    public function uploadMinutes()
    {
        $file = $this->request->getFile('minutes');
        if ($file === null || ! $file->isValid() || $file->getClientExtension() !== 'pdf') {
            return redirect()->back()->with('notice', 'Minutes must be a PDF.');
        }

        $file->move(WRITEPATH . 'uploads/minutes', $file->getRandomName());

        return redirect()->back()->with('notice', 'Minutes uploaded.');
    }

    public function photo()
    {
        $file = $this->request->getFile('photo');
        if ($file === null || ! $file->isValid()) {
            return redirect()->back();
        }

        $name = $file->getRandomName();
        $file->move(WRITEPATH . 'uploads/photos', $name);

        $thumbs = new Thumbnailer();
        $thumbs->square(WRITEPATH . 'uploads/photos/' . $name, FCPATH . 'thumbs/' . $name);
        $thumbs->resize(WRITEPATH . 'uploads/photos/' . $name, FCPATH . 'medium/' . $name, (string) $this->request->getPost('size'));
        $thumbs->rotate(WRITEPATH . 'uploads/photos/' . $name, (int) $this->request->getPost('rotate'));

        return redirect()->back()->with('notice', 'Photo added.');
    }

    public function download()
    {
        $name = (string) $this->request->getGet('file');

        return $this->response->download(WRITEPATH . 'uploads/' . $name, null);
    }

    public function minutes($name)
    {
        return $this->response->download(WRITEPATH . 'uploads/minutes/' . basename($name), null)->setFileName('minutes.pdf');
    }

    public function preview()
    {
        $root = realpath(WRITEPATH . 'uploads');
        $path = realpath(WRITEPATH . 'uploads/' . $this->request->getGet('file'));
        if ($path === false || ! str_starts_with($path, $root . DIRECTORY_SEPARATOR)) {
            throw PageNotFoundException::forPageNotFound();
        }

        return $this->response->setContentType('text/plain')->setBody(file_get_contents($path));
    }

    public function remove()
    {
        $file = (string) $this->request->getPost('file');
        unlink(WRITEPATH . 'uploads/' . $file);

        return redirect()->back()->with('notice', 'Removed.');
    }
}
