<?php

namespace App\Controllers;

use CodeIgniter\Exceptions\PageNotFoundException;

/**
 * Static pages (about, rules, fees), help topics and the little sidebar widgets.
 */
class Pages extends BaseController
{
    private const PAGES = ['about', 'rules', 'fees', 'contact'];

    public function show($page)
    {
        if (! in_array($page, self::PAGES, true)) {
            throw PageNotFoundException::forPageNotFound();
        }

        return $this->render('pages/' . $page, ['title' => ucfirst($page)]);
    }

    public function help()
    {
        $topic = (string) ($this->request->getGet('topic') ?? 'booking');

        ob_start();
        include APPPATH . 'Views/help/' . basename($topic) . '.php';

        return ob_get_clean();
    }

    public function widget()
    {
        $name = $this->request->getGet('w');

        ob_start();
        include APPPATH . 'Views/widgets/' . $name . '.php';

        return ob_get_clean();
    }
}
