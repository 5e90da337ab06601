package org.example.bench.web;

import java.io.IOException;
import java.io.StringReader;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.InputSource;
import org.xml.sax.helpers.DefaultHandler;

@WebServlet(value = "/xxe-xxesaxparamstring")
public class XxeSaxParamString extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("xml");
        if (param == null) param = "<a/>";
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            SAXParser parser = spf.newSAXParser();
            final StringBuilder text = new StringBuilder();
            parser.parse(new InputSource(new StringReader(param)), new DefaultHandler() {
                @Override
                public void characters(char[] ch, int start, int length) {
                    text.append(ch, start, length);
                }
            });
            response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(text.toString()));
        } catch (Exception e) {
            throw new ServletException(e);
        }
    }
}
