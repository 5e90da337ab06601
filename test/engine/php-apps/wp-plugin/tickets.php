<?php
/**
 * A WordPress plugin (test fixture): REST handlers typed by their registration (a closure and a
 * [$this, 'method'] callable in the options array), shortcode attributes, constants defined in
 * the main file and read by the classes, a wp_parse_url host allow-list, $wpdb->prepare text, and a
 * template loader using extract(..., EXTR_SKIP).
 *
 * Plugin Name: Tickets (test fixture)
 */
define( 'TK_DIR', plugin_dir_path( __FILE__ ) );
define( 'TK_HOME', '/tickets/' );

require_once TK_DIR . 'includes/class-tk-api.php';
require_once TK_DIR . 'includes/class-tk-pages.php';

add_shortcode( 'tk_title', 'tk_title_shortcode' );

function tk_title_shortcode( $atts ) {
	$atts = shortcode_atts( array( 'text' => 'Tickets', 'size' => 2 ), $atts, 'tk_title' );
	return '<h2>' . esc_html( $atts['text'] ) . '</h2><p>' . absint( $atts['size'] ) . '</p>';
}
