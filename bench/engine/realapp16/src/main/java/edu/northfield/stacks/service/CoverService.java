package edu.northfield.stacks.service;

import edu.northfield.stacks.util.AppConfig;
import edu.northfield.stacks.util.HttpFetcher;
import java.io.IOException;
import java.util.regex.Pattern;

public class CoverService {
    private static final Pattern ISBN = Pattern.compile("\\d{9}[\\dX]|\\d{13}");

    public byte[] coverFor(String isbn) throws IOException {
        if (isbn == null || !ISBN.matcher(isbn).matches()) {
            throw new IllegalArgumentException("not an ISBN");
        }
        return HttpFetcher.get(AppConfig.get("stacks.covers.base") + isbn + "-M.jpg");
    }

    public byte[] unionCatalogueFeed() throws IOException {
        return HttpFetcher.get(AppConfig.get("stacks.catalogue.feed"));
    }
}
