package edu.northfield.stacks.service;

import edu.northfield.stacks.dao.BookDao;
import edu.northfield.stacks.model.Book;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

public class CatalogueService {
    private static final Map<String, String> SORTABLE = Map.of(
            "title", "title", "author", "author, title", "shelf", "shelf, title");

    private final BookDao books;

    public CatalogueService(BookDao books) {
        this.books = books;
    }

    public List<Book> search(String term) throws SQLException {
        return books.searchByTitle(term == null ? "" : term.trim());
    }

    public List<Book> shelf(String shelf, String sort) throws SQLException {
        String column = SORTABLE.getOrDefault(sort, "title");
        return books.listShelf(shelf, column);
    }

    public Book byId(long id) throws SQLException {
        return books.findById(id);
    }

    public Book byIsbn(String isbn) throws SQLException {
        return books.findByIsbn(isbn);
    }

    public int titlesBy(String author) throws SQLException {
        return books.countByAuthor(author);
    }
}
