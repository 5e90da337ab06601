<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Feedback extends CI_Controller
{
    public function thanks()
    {
        $name = $this->input->get('name') ?? 'friend';
        echo '<p>Thank you, ' . html_escape($name) . '! We will get back to you soon.</p>';
    }
}
