protected override void OnConfiguring(DbContextOptionsBuilder optionsBuilder)
    => optionsBuilder.UseSqlServer("Server=sql01;Database=Shop;User Id=sa;Password=Qr5E6eADAg1lViO9JF;");
