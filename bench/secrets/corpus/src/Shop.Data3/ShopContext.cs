protected override void OnConfiguring(DbContextOptionsBuilder optionsBuilder)
    => optionsBuilder.UseSqlServer("Server=sql01;Database=Shop;User Id=sa;Password=ApAbWri7QriW9Ia4SC;");
