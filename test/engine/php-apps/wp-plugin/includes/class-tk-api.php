<?php
class TK_Api {
	private static $preview_hosts = array( 'www.youtube.com', 'vimeo.com' );

	public function register() {
		register_rest_route( 'tk/v1', '/tickets', array(
			'methods'  => 'GET',
			'callback' => array( $this, 'list_tickets' ),
		) );
		register_rest_route( 'tk/v1', '/run', array(
			'methods'  => 'POST',
			'callback' => function ( $request ) {
				return shell_exec( 'tk-report ' . $request->get_param( 'format' ) ); // expect: php-command-injection
			},
		) );
		add_shortcode( 'tk_badge', array( $this, 'badge' ) ); // expect: php-xss
	}

	// Untyped: the request type comes from the registration.
	public function list_tickets( $request ) {
		global $wpdb;
		$status = $request->get_param( 'status' );
		$sql    = $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}tk WHERE id > %d ORDER BY " . $request->get_param( 'sort' ), 0 ); // expect: php-sqli-unquoted
		$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->prefix}tk WHERE status = %s", $status ) );
		return array( $sql, $rows );
	}

	public function show( WP_REST_Request $request ) {
		return file_get_contents( '/srv/tickets/' . $request['file'] ); // expect: php-path-traversal
	}

	public function preview( WP_REST_Request $request ) {
		$url  = $request->get_param( 'url' );
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( ! in_array( $host, self::$preview_hosts, true ) ) {
			return null;
		}
		return wp_remote_get( $url );
	}

	public function badge( $atts ) {
		return '<span class="badge">' . $atts['label'] . '</span>';
	}
}
