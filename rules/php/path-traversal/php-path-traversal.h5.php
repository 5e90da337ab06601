<?php
function h5_notes()
{
    // ok: php-path-traversal
    file_put_contents('/var/app/notes/' . preg_replace('/[^A-Za-z0-9_-]/', '', $_POST['name']) . '.txt', 'x');
    // ruleid: php-path-traversal
    file_put_contents('/var/app/notes/' . preg_replace('/[^A-Za-z0-9_.-]/', '', $_POST['name']), 'x');
    // ruleid: php-path-traversal
    file_put_contents('/var/app/notes/' . preg_replace('/[^A-z]/', '', $_POST['name']), 'x');
}

class H5Attachments extends CI_Controller
{
    public function get()
    {
        // ruleid: php-path-traversal
        readfile(FCPATH . 'uploads/' . $this->input->get('f'));
        // ok: php-path-traversal
        readfile(FCPATH . 'uploads/' . basename($this->input->get('f')));
    }
}
