package com.acme.feeds;

import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

public class FeedSaxServlet extends HttpServlet {

    static class ItemCounter extends DefaultHandler {
        int items;

        @Override
        public void startElement(String uri, String local, String qName, Attributes atts) {
            if ("item".equals(qName)) {
                items++;
            }
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        ItemCounter counter = new ItemCounter();
        try {
            SAXParser parser = SAXParserFactory.newInstance().newSAXParser();
            parser.parse(req.getInputStream(), counter);
        } catch (Exception e) {
            resp.sendError(400);
            return;
        }
        resp.getWriter().print(counter.items);
    }
}
