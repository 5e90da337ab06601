module example.com/depot

go 1.22
