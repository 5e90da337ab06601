<p>Open tickets</p>
