<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Products extends CI_Controller
{
    public function index()
    {
        $category = $this->input->get('category');
        $sql = "SELECT id, title, price FROM products WHERE category = ? ORDER BY title";
        $query = $this->db->query($sql, [$category]);
        $this->load->view('products/list', ['products' => $query->result()]);
    }
}
