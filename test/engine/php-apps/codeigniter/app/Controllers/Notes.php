<?php

namespace App\Controllers;

use App\Models\NoteModel;
use CodeIgniter\API\ResponseTrait;
use CodeIgniter\HTTP\RequestInterface;

class Notes extends BaseController
{
    use ResponseTrait;

    public function index()
    {
        $model = new NoteModel();
        $title = (string) $this->request->getGet('title');
        $model->titled($title); // expect: php-sqli-tainted-query
        $model->titledBound($title);
        $model->sorted((string) $this->request->getGet('sort')); // expect: php-sqli-tainted-query
        $model->bump((string) $this->request->getPost('by')); // expect: php-sqli-tainted-query
        $model->rename(1, $title);
        $model->byAuthor($title);
        $model->byTag($title);
        $model->byTagRaw($title); // expect: php-sqli-tainted-query

        return view('notes/list', ['title' => $title, 'heading' => $this->request->getGet('heading')]);
    }

    public function byId($id)
    {
        $rows = \Config\Database::connect()->query('SELECT title FROM notes WHERE id = ' . $id)->getResultArray();

        return '<p>' . count($rows) . ' notes with id ' . $id . '</p>';
    }

    public function tagged($tag)
    {
        return '<h1>Notes tagged ' . $tag . '</h1>'; // expect: php-xss
    }

    public function format($id, $as)
    {
        return '<p>Note ' . $id . ' as ' . $as . '</p>';
    }

    public function echoed()
    {
        $q = (string) $this->request->getGet('q');
        $this->response->setContentType('text/plain')->setBody('You searched ' . $q);

        return $this->response->setBody('<p>You searched ' . $q . '</p>'); // expect: php-xss
    }

    public function api()
    {
        return $this->respond(['q' => $this->request->getGet('q')]);
    }

    public function json()
    {
        return $this->response->setJSON(['q' => $this->request->getGet('q')]);
    }

    public function upload()
    {
        $file = $this->request->getFile('attachment');
        $text = file_get_contents($file->getTempName());
        $file->move(WRITEPATH . 'uploads/' . $this->request->getPost('folder'), $file->getRandomName()); // expect: php-path-traversal
        $file->move(WRITEPATH . 'uploads/notes', $file->getRandomName());

        return $this->response->setJSON(['bytes' => strlen($text)]);
    }

    public function download()
    {
        $name = (string) $this->request->getGet('name');
        if ($this->request->getGet('inline')) {
            return $this->response->download('export.csv', $name);
        }

        return $this->response->download(WRITEPATH . 'exports/' . $name, null); // expect: php-path-traversal
    }

    public function fetch()
    {
        $client = \Config\Services::curlrequest(['timeout' => 3]);

        return $this->response->setJSON(['body' => $client->get($this->request->getGet('url'))->getBody()]); // expect: php-ssrf
    }

    public function remember()
    {
        $this->response->setCookie('note_pin', 'x', 600, '', '/', '', false, true); // expect: php-codeigniter-cookie-insecure-flags
        $this->response->setCookie('note_pin', 'x', 600, '', '/', '', true, true, 'Lax');

        return redirect()->back()->withCookies();
    }

    public function restore(RequestInterface $request)
    {
        return $this->response->setJSON(unserialize((string) $request->getCookie('note_state'))); // expect: php-unserialize
    }
}
