package com.quill.feeds;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

public class XxeSaxExternalEntitiesOff extends HttpServlet {

    private static final class Counter extends DefaultHandler {
        int entries;

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            if ("entry".equals(qName)) {
                entries++;
            }
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Counter counter = new Counter();
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            SAXParser parser = factory.newSAXParser();
            parser.parse(req.getInputStream(), counter);
        } catch (Exception e) {
            resp.sendError(400);
            return;
        }
        resp.getWriter().print(counter.entries);
    }
}
