<?php
declare(strict_types=1);

namespace App\Controller;

use Cake\Core\Configure;
use Cake\Http\Exception\BadRequestException;
use Cake\Http\Exception\NotFoundException;
use Cake\Utility\Text;
use Psr\Http\Message\UploadedFileInterface;

class UploadsController extends AppController
{
    private const ALLOWED_TYPES = ['application/pdf' => 'pdf', 'image/png' => 'png', 'image/jpeg' => 'jpg'];

    public function download($name = null)
    {
        $base = Configure::read('Uploads.path');

        return $this->response->withFile($base . $name, ['download' => true]);
    }

    public function document($name = null)
    {
        $base = Configure::read('Uploads.path');
        $file = $base . basename((string)$name);
        if (!is_file($file)) {
            throw new NotFoundException();
        }

        return $this->response->withFile($file, ['download' => true, 'name' => basename((string)$name)]);
    }

    public function clubFile()
    {
        $club = (int)$this->request->getQuery('club');
        $doc = $this->request->getQuery('doc');
        $path = ROOT . DS . 'storage' . DS . 'clubs' . DS . $club . DS . $doc;

        return $this->response->withFile($path);
    }

    public function rules()
    {
        $page = $this->request->getQuery('page', 'index');
        $html = file_get_contents(ROOT . DS . 'docs' . DS . 'rules' . DS . $page . '.html');
        $allowed = ['index', 'registration', 'discipline', 'pitches'];
        $chosen = in_array($page, $allowed, true) ? $page : 'index';
        $safe = file_get_contents(ROOT . DS . 'docs' . DS . 'rules' . DS . $chosen . '.html');
        $this->set(compact('html', 'safe'));
    }

    public function upload()
    {
        $this->request->allowMethod(['post']);
        /** @var \Psr\Http\Message\UploadedFileInterface $file */
        $file = $this->request->getData('document');
        if (!$file instanceof UploadedFileInterface || $file->getError() !== UPLOAD_ERR_OK) {
            throw new BadRequestException(__('Upload failed'));
        }
        $base = Configure::read('Uploads.path');
        $file->moveTo($base . $file->getClientFilename());
        $this->Flash->success(__('Uploaded.'));

        return $this->redirect(['action' => 'index']);
    }

    public function uploadBadge()
    {
        $this->request->allowMethod(['post']);
        $file = $this->request->getData('badge');
        $type = $file->getClientMediaType();
        if (!isset(self::ALLOWED_TYPES[$type])) {
            throw new BadRequestException(__('Unsupported file type'));
        }
        $target = Configure::read('Uploads.path') . 'badges' . DS . Text::uuid() . '.' . self::ALLOWED_TYPES[$type];
        $file->moveTo($target);

        return $this->redirect(['controller' => 'Teams', 'action' => 'index']);
    }

    public function uploadToFolder()
    {
        $this->request->allowMethod(['post']);
        $file = $this->request->getData('attachment');
        $folder = $this->request->getData('folder');
        $file->moveTo(Configure::read('Uploads.path') . $folder . DS . Text::uuid() . '.pdf');

        return $this->redirect(['action' => 'index']);
    }

    public function thumbnail()
    {
        $this->request->allowMethod(['post']);
        $file = $this->request->getData('photo');
        $size = $this->request->getData('size', '200x200');
        $tmp = TMP . Text::uuid() . '.jpg';
        $file->moveTo($tmp);
        exec('convert ' . $tmp . ' -resize ' . $size . ' ' . $tmp . '.thumb.jpg');
        $dims = shell_exec('identify -format "%wx%h" ' . escapeshellarg($tmp));
        $width = (int)$this->request->getData('width', 200);
        exec(sprintf('convert %s -resize %dx %s', escapeshellarg($tmp), $width, escapeshellarg($tmp . '.w.jpg')));
        $this->set(compact('dims'));
    }

    public function index()
    {
        $files = glob(Configure::read('Uploads.path') . '*.pdf') ?: [];
        $this->set('files', array_map('basename', $files));
    }
}
