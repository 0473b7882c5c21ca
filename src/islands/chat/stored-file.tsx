import { FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { chatStore } from '../../stores/screens/chat.ts';

/** What a bubble or the files' list knows of a file. */
export interface FileRef {
  id: number;
  name: string;
  type: string;
  size: number;
}

/** Saves a file: its bytes read with the bearer (there is no url a link could name), then handed to the browser. */
export async function downloadFile(conversationId: number, file: FileRef): Promise<void> {
  const blob = await chatStore.fileBytes(conversationId, file.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the bytes once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** An image of a conversation, read through the store (with the bearer), shown from its object URL. */
export function StoredImage({ conversationId, file, className }: { conversationId: number; file: FileRef; className: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    chatStore.fileUrl(conversationId, file.id).then(
      (next) => live && setUrl(next),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [conversationId, file.id]);
  if (failed) return <FileText aria-hidden="true" className="size-6 text-muted" />;
  return url ? <img src={url} alt={file.name} className={className} /> : <span className="block size-full animate-pulse bg-surface-2" />;
}
