package org.example.bench.web;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectStreamClass;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-deserialization-deserlookaheadresolveclass")
public class DeserLookAheadResolveClass extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("state");
        if (param == null) param = "";
        byte[] raw = java.util.Base64.getDecoder().decode(param);
        try (ObjectInputStream in = new SafeStream(new ByteArrayInputStream(raw))) {
            Object state = in.readObject();
            response.getWriter().println(state != null);
        } catch (ClassNotFoundException e) {
            throw new ServletException(e);
        }
    }

    static final class SafeStream extends ObjectInputStream {
        SafeStream(java.io.InputStream in) throws IOException {
            super(in);
        }

        @Override
        protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            if (!desc.getName().equals("com.acme.state.WizardState")) {
                throw new InvalidClassException("Unauthorized deserialization attempt", desc.getName());
            }
            return super.resolveClass(desc);
        }
    }
}
