<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Attachments extends CI_Controller
{
    public function get()
    {
        $file = $this->input->get('f');
        $path = FCPATH . 'uploads/attachments/' . $file;
        header('Content-Type: application/octet-stream');
        header('Content-Length: ' . filesize($path));
        readfile($path);
    }
}
