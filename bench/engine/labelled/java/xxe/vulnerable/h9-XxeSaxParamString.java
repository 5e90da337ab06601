package com.quill.feeds;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

public class XxeSaxParamString extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String xml = req.getParameter("opml");
        final List<String> feeds = new ArrayList<>();
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setNamespaceAware(true);
            SAXParser parser = spf.newSAXParser();
            parser.parse(new InputSource(new StringReader(xml)), new DefaultHandler() {
                @Override
                public void startElement(String uri, String local, String qName, Attributes atts) {
                    if ("outline".equals(qName) && atts.getValue("xmlUrl") != null) {
                        feeds.add(atts.getValue("xmlUrl"));
                    }
                }
            });
        } catch (Exception e) {
            resp.sendError(400);
            return;
        }
        resp.getWriter().print(feeds.size() + " feeds");
    }
}
