<?php

declare(strict_types=1);

namespace App\Controllers;

use App\Core\Controller;

/** Outbound links in newsletters go through /out so clicks can be counted. */
final class LinkController extends Controller
{
    public function out(): never
    {
        $to = (string) $this->request->query('to', '/');
        if (filter_var($to, FILTER_VALIDATE_URL) === false) {
            header('Location: /');
            exit;
        }
        $this->db->execute('INSERT INTO link_clicks (url, clicked_at) VALUES (?, NOW())', [$to]);
        header('Location: ' . $to);
        exit;
    }
}
